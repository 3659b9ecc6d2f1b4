// The Dutch message catalogue: every user-facing text lives here, one file per area.
import { common } from './common.ts';
import { errors } from './errors.ts';
import { shell } from './shell.ts';
import { catalogue } from './catalogue.ts';
import { forum } from './forum.ts';
import { auth } from './auth.ts';
import { account } from './account.ts';
import { admin } from './admin.ts';

export const messages = { common, errors, shell, catalogue, forum, auth, account, admin } as const;
