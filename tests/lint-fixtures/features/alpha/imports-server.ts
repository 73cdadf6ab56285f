import { db } from '@server/db';

export const x = db;
