import type { Database } from '../../src/infra/database.ts';

/** An activity straight in the database, as the back office would create one. */
export function createActivity(db: Database, overrides: { title?: string; defaultPrice?: number } = {}) {
  return db.activity.create({
    data: { title: '2026 臺北馬拉松', activityDate: new Date('2026-12-20'), cityId: 102, typeId: 402, ...overrides },
  });
}
