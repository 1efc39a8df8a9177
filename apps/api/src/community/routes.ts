import {
  ACCOUNT_MESSAGES,
  profileParamsSchema,
  profileSectionParamsSchema,
  profileSectionQuerySchema,
} from '@kwc/domain';
import { Hono, type Context } from 'hono';

import { requireSession } from '../accounts/session';
import { requestContext } from '../http/context';
import type { ApiEnv } from '../http/env';
import { validate } from '../http/validate';
import { profile, profileSection } from './profiles';

const loginRequired = (c: Context<ApiEnv>) => requireSession(c, c.var.accounts.config, ACCOUNT_MESSAGES.loginRequired);

/** Profiles (spec section 2 `/profil/{userId}`: login and the user-profile check); mounted at `/kwc`. */
export const profileRoutes = new Hono<ApiEnv>()
  .get('/users/:userId', async (c) => {
    const session = await loginRequired(c);
    const { userId } = validate(profileParamsSchema, c.req.param());
    c.header('cache-control', 'private, no-store');
    return c.json(await profile(requestContext(c), session.id, userId));
  })
  .get('/users/:userId/sections/:section', async (c) => {
    const session = await loginRequired(c);
    const { userId, section } = validate(profileSectionParamsSchema, c.req.param());
    const { page } = validate(profileSectionQuerySchema, c.req.query());
    c.header('cache-control', 'private, no-store');
    return c.json(await profileSection(requestContext(c), session.id, userId, section, page));
  });
