import type { route as ziggyRoute } from 'ziggy-js';
import type { SharedProps } from './index';

type ZiggyConfig = NonNullable<Parameters<typeof ziggyRoute>[3]>;

declare module '@inertiajs/core' {
    export interface InertiaConfig {
        sharedPageProps: SharedProps;
    }
}

declare global {
    // The @routes directive defines Ziggy as a global binding and app.tsx exposes route(), so pages call route('name') without importing it.
    var Ziggy: ZiggyConfig;
    var route: typeof ziggyRoute;
}
