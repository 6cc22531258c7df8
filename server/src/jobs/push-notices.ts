import { translate, type Culture } from '../lib/i18n.ts';
import type { JobContext } from './definitions.ts';

/** What a follow's mail said, for the member's browsers (decisions/080). */
export interface FollowNotice {
  culture: Culture;
  count: number;
  title: string;
  /** The bib's results page. */
  url: string;
  /** The page that ends the follow with one click. */
  unsubscribeUrl: string;
  /** Notices of one follow replace each other on a device. */
  tag: string;
}

/**
 * Pushes a notice to every browser the member allowed (one push each), after its mail: a push
 * that fails is logged, never thrown, so the mail is neither undone nor sent again. A subscription
 * its push service calls gone (404/410) is deleted.
 */
export async function pushToMember({ db, push, log }: JobContext, userId: number, notice: FollowNotice) {
  try {
    const subscriptions = await db.pushSubscription.findMany({
      where: { userId },
      select: { id: true, endpoint: true, p256dh: true, auth: true },
    });
    const payload = {
      title: notice.title,
      body: translate(notice.culture, 'push.followNotice.body', { count: notice.count }),
      url: notice.url,
      unsubscribeUrl: notice.unsubscribeUrl,
      unsubscribeLabel: translate(notice.culture, 'push.unfollow'),
      tag: notice.tag,
    };
    const outcomes = await Promise.all(subscriptions.map((subscription) => push.send(subscription, payload)));
    const ids = (wanted: string) => subscriptions.filter((_, i) => outcomes[i]!.outcome === wanted).map((s) => s.id);
    await db.pushSubscription.updateMany({ where: { id: { in: ids('sent') } }, data: { lastSuccessAt: new Date() } });
    await db.pushSubscription.deleteMany({ where: { id: { in: ids('gone') } } });
    outcomes.forEach((outcome, i) => {
      if (outcome.outcome === 'failed')
        log.warn({ subscriptionId: subscriptions[i]!.id, reason: outcome.reason }, 'push notice not delivered');
    });
  } catch (err) {
    log.warn({ err, userId }, 'push notices not sent');
  }
}
