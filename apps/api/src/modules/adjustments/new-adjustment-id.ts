import { randomAlphanumeric } from '@sorte/money';

/** "MA" and twelve random upper-case letters and digits: told apart from "SD…", "SW…", "ST…". */
export function newAdjustmentId(): string {
  return `MA${randomAlphanumeric(12).toUpperCase()}`;
}
