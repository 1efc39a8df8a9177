import {
  FRONT_API,
  type LogoutResponse,
  type RegisterRequest,
  type TokenResponse,
  type UpdateUserRequest,
  type UpdateUserResponse,
  type UserResponse,
} from '@kwc/domain';

import { anonymous, at } from '../api/endpoints';
import { ApiError, ApiResponseError } from '../api/errors';
import type { RequestOptions, Transport } from '../api/transport';

/** The outcome of `login` (spec section 8: failure gives `success: false` and the server's message). */
export type LoginResult = { success: true; token: string } | { success: false; message: string | null };

/** Front API: accounts (the server side of these comes later; typed now). */
export interface AccountCalls {
  /** A failure raises no toast: spec section 8 logs token refresh failures only. */
  refreshToken(options?: RequestOptions): Promise<TokenResponse>;
  /** Never rejects on a wrong login: the result says why (spec section 8). */
  login(
    body: { username: string; password: string; anon?: string | null },
    options?: RequestOptions,
  ): Promise<LoginResult>;
  logout(options?: RequestOptions): Promise<LogoutResponse>;
  register(body: RegisterRequest, options?: RequestOptions): Promise<TokenResponse>;
  getUser(options?: RequestOptions): Promise<UserResponse>;
  updateUser(body: UpdateUserRequest, options?: RequestOptions): Promise<UpdateUserResponse>;
  confirmEmailChange(code: string, options?: RequestOptions): Promise<TokenResponse>;
}

export function accountCalls({ request }: Transport): AccountCalls {
  return {
    refreshToken: (opts) =>
      request(
        { ...at(FRONT_API.refreshToken), schema: FRONT_API.refreshToken.response, front: true, quiet: true },
        opts,
      ),

    async login(body, opts) {
      try {
        const answer = await request(
          {
            ...at(FRONT_API.login),
            body: { ...body, anon: anonymous(body.anon) },
            schema: FRONT_API.login.response,
            front: true,
          },
          opts,
        );
        return 'token' in answer ? { success: true, token: answer.token } : { success: false, message: answer.message };
      } catch (error) {
        if (error instanceof ApiResponseError && error.status < 500) return { success: false, message: error.message };
        if (error instanceof ApiError) return { success: false, message: null };
        throw error;
      }
    },

    logout: (opts) => request({ ...at(FRONT_API.logout), schema: FRONT_API.logout.response, front: true }, opts),
    register: (body, opts) =>
      request({ ...at(FRONT_API.register), body, schema: FRONT_API.register.response, front: true }, opts),
    getUser: (opts) => request({ ...at(FRONT_API.getUser), schema: FRONT_API.getUser.response, front: true }, opts),
    updateUser: (body, opts) =>
      request({ ...at(FRONT_API.updateUser), body, schema: FRONT_API.updateUser.response, front: true }, opts),
    confirmEmailChange: (code, opts) =>
      request(
        { ...at(FRONT_API.confirmEmailChange, { code }), schema: FRONT_API.confirmEmailChange.response, front: true },
        opts,
      ),
  };
}
