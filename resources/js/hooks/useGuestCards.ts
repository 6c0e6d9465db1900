import { router } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';

/**
 * A signed-out visitor's library page asks the server, once, for the cards of the ids their
 * browser keeps (`?{param}=id,id,…` on a partial reload of the `resolved` prop); the address
 * bar keeps the plain page URL. `loading` holds while that answer is on its way.
 */
export default function useGuestCards(
    param: string,
    ids: readonly (string | number)[],
    enabled: boolean,
): { loading: boolean } {
    const [loading, setLoading] = useState(enabled && ids.length > 0);
    const asked = useRef(false);

    useEffect(() => {
        if (!enabled || asked.current || ids.length === 0) {
            return;
        }

        asked.current = true;
        router.reload({
            only: ['resolved'],
            data: { [param]: ids.join(',') },
            preserveUrl: true,
            onFinish: () => {
                setLoading(false);
            },
        });
    }, [enabled, ids, param]);

    return { loading };
}
