import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { emptyBody } from '../common';

export const logout = definePlayerCall({
  path: '/user/logout',
  summary: 'Revoke the access token that made this call.',
  public: false,
  body: emptyBody,
  data: z.object({}),
});
