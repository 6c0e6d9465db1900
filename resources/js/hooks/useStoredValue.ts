import { useSyncExternalStore } from 'react';

import type { StoredValue } from '@/lib/storedValue';

/** The current value of a stored value, re-rendering when it changes (here or in another tab). */
export default function useStoredValue<T>(store: StoredValue<T>, serverValue: T): T {
    return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}
