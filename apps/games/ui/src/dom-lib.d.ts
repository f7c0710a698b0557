// The root tsconfig checks everything under apps/games with Node's types only; the pages need the
// browser's. ui/tsconfig.json is the pages' own, stricter check (DOM, no Node).
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
