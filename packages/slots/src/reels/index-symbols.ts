/** A game's symbols by index: every compiled table speaks in these indices, not in ids. */
export interface SymbolIndex<Id extends string, Role extends string> {
  /** Symbol index → id. */
  readonly symbolIds: readonly Id[];
  readonly symbolIndexById: ReadonlyMap<Id, number>;
  indexOf(id: Id): number;
  /** The index of the one symbol with this role; a definition with none or two is refused. */
  onlyOf(role: Role): number;
}

/**
 * Indexes a definition's symbols once, refusing duplicate ids and more symbols than the game's
 * tables hold (symbolCountMax: a Uint8Array window, an Int8Array win table, a pay table's size).
 */
export function indexSymbols<Id extends string, Role extends string>(
  symbols: readonly { readonly id: Id; readonly role: Role }[],
  gameName: string,
  symbolCountMax: number,
): SymbolIndex<Id, Role> {
  const symbolIds = symbols.map((symbol) => symbol.id);
  const symbolIndexById = new Map(symbolIds.map((id, index) => [id, index]));
  if (symbolIndexById.size !== symbolIds.length) throw new RangeError('symbol ids must be unique');
  if (symbolIds.length > symbolCountMax) {
    throw new RangeError(`${gameName} holds at most ${symbolCountMax} symbols`);
  }
  const indexOf = (id: Id): number => {
    const index = symbolIndexById.get(id);
    if (index === undefined) throw new RangeError(`unknown symbol ${id}`);
    return index;
  };
  const onlyOf = (role: Role): number => {
    const found = symbols.filter((symbol) => symbol.role === role);
    const [first] = found;
    if (found.length !== 1 || first === undefined) {
      throw new RangeError(`${gameName} needs exactly one ${role} symbol`);
    }
    return indexOf(first.id);
  };
  return { symbolIds, symbolIndexById, indexOf, onlyOf };
}
