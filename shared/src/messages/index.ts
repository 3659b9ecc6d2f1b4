// The Dutch message catalogue: every user-facing text lives here, one file per area.
import { common } from './common.ts';
import { errors } from './errors.ts';
import { shell } from './shell.ts';
import { catalogue } from './catalogue.ts';
import { forum } from './forum.ts';

export const messages = { common, errors, shell, catalogue, forum } as const;
