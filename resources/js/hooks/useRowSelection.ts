import { useCallback, useMemo, useState } from 'react';

export interface RowSelection {
    /** The chosen ids that are still among the rows, in row order. */
    selected: string[];
    isSelected: (id: string) => boolean;
    toggle: (id: string) => void;
    /** Selects every row, or none when every row already is. */
    toggleAll: () => void;
    /** Every row is chosen; never true for an empty list (spec §5). */
    allSelected: boolean;
    /** Some rows but not all are chosen: the select-all box shows a dash. */
    someSelected: boolean;
    clear: () => void;
}

/**
 * Checkbox selection over a list that can change under it (a new page of rows, a row
 * deleted, a status poll): only ids still listed count as chosen.
 */
export function useRowSelection(ids: string[]): RowSelection {
    const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());

    const selected = useMemo(() => ids.filter((id) => chosen.has(id)), [ids, chosen]);
    const allSelected = ids.length > 0 && selected.length === ids.length;

    const toggle = useCallback((id: string) => {
        setChosen((current) => {
            const next = new Set(current);
            if (!next.delete(id)) {
                next.add(id);
            }

            return next;
        });
    }, []);

    const toggleAll = useCallback(() => {
        setChosen(allSelected ? new Set() : new Set(ids));
    }, [allSelected, ids]);

    const clear = useCallback(() => {
        setChosen(new Set());
    }, []);

    return {
        selected,
        isSelected: (id) => chosen.has(id) && ids.includes(id),
        toggle,
        toggleAll,
        allSelected,
        someSelected: selected.length > 0 && !allSelected,
        clear,
    };
}
