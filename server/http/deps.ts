import type { Db } from '../db/client';

/** What every route module is built with. */
export interface AppDeps {
  db: Db;
  /** the folder holding UpLoad/ and EnPic/ */
  mediaDir: string;
}
