/**
 * Whether two JSON values are equal whatever the order of their object keys: a stored outcome
 * comes back from the database's jsonb with its keys reordered.
 */
export function sameJson(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => sameJson(item, right[index]))
    );
  }
  const leftEntries = Object.entries(left);
  const rightRecord = new Map(Object.entries(right));
  return (
    leftEntries.length === rightRecord.size &&
    leftEntries.every(
      ([key, value]) => rightRecord.has(key) && sameJson(value, rightRecord.get(key)),
    )
  );
}
