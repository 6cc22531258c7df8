import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { getAlbumSettings } from '../../shared/album-settings.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { listAlbums, setAlbumVisible } from './admin-album-list.ts';
import {
  AdminAlbumList,
  AdminAlbumListQuery,
  AlbumSettingView,
  SetAlbumVisibleBody,
  UpdateAlbumSettingBody,
} from './admin-schemas.ts';
import { changeAlbumSettings, toSettingView } from './album-settings.ts';

const settingsAdmin = { auth: { admin: [PERMISSIONS.AlbumSettings] } };
const albumsAdmin = { auth: { admin: [PERMISSIONS.Albums] } };

/** The back office's albums (/admin/AdminalbumList) and site-wide album settings (/admin/AlbumSetting). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/AdminAlbumSetting/Get',
    {
      schema: {
        summary: 'Site-wide album settings: price list, watermark, preview size, bib OCR, face matching',
        response: envelopeOf(AlbumSettingView),
      },
      config: settingsAdmin,
    },
    async () => ok(toSettingView(await getAlbumSettings(app.db))),
  );

  app.put(
    '/api/services/app/AdminAlbumSetting/Update',
    {
      schema: {
        summary:
          'Change album settings (each field only when given); watermark and preview size apply to photos processed afterwards',
        body: UpdateAlbumSettingBody,
        response: envelopeOf(AlbumSettingView),
      },
      config: settingsAdmin,
    },
    async (request) => ok(toSettingView(await changeAlbumSettings(app.db, request.body))),
  );

  app.get(
    '/api/services/app/AdminAlbum/GetAll',
    {
      schema: {
        summary: 'Every album with its activity, photographer, price, visibility and photos by status',
        querystring: AdminAlbumListQuery,
        response: envelopeOf(AdminAlbumList),
      },
      config: albumsAdmin,
    },
    async (request) => ok(await listAlbums(app, request.query)),
  );

  app.post(
    '/api/services/app/AdminAlbum/SetVisible',
    {
      schema: {
        summary: 'Hide an album from buyers (gone from every public list and search) or show it again',
        body: SetAlbumVisibleBody,
        response: envelopeOf(Type.Null()),
      },
      config: albumsAdmin,
    },
    async (request) => {
      await setAlbumVisible(app, request.body.albumId, request.body.isVisible);
      return ok(null);
    },
  );
};

export default routes;
