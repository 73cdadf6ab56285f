import { token } from '@ui/token';
import { runtime } from '@lib/runtime';
import { schema } from '@contract/schema';
import { alpha } from '@features/alpha/index';
import type { Shape } from '@lib/types';

export const ok: Shape = { id: `${token}${runtime}${schema}${alpha}` };

export function Label({ text }: { text: string }) {
  return <p>{text}</p>;
}
