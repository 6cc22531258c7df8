import type { FastifyPluginAsync } from 'fastify';
import { currentMerchant, getPaymentSetting, modeOf } from '../../payments/settings.ts';
import ecpaySimulator from '../../payments/simulator.ts';
import { ecpayShopAddresses } from './callback-routes.ts';

/**
 * The local ECPay simulator, while the shop is on it (decisions/009): it plays ECPay for this shop
 * only, with the shop's merchant while that is the simulator's, and only the shop's own addresses.
 */
const simulator: FastifyPluginAsync = async (app) => {
  if (modeOf(await getPaymentSetting(app.db)) !== 'simulator') return;
  await app.register(ecpaySimulator, {
    merchant: async () => {
      const merchant = await currentMerchant(app.db, app.config);
      return merchant.mode === 'simulator' ? merchant.keys : undefined;
    },
    shop: ecpayShopAddresses(app.config.publicUrl),
  });
};

export default simulator;
