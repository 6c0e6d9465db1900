import type { NotificationLevel } from '@/types/models';

import Icon, { type IconProps } from './Icon';

/** A bell; with a level, struck through for None and ringing for All, as the subscribe menu shows it. */
export default function BellIcon({ level, ...props }: IconProps & { level?: NotificationLevel }) {
    return (
        <Icon {...props}>
            <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
            <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
            {level === 'none' && <path d="m3 3 18 18" />}
            {level === 'all' && <path d="M2 8a10 10 0 0 1 2-5M22 8a10 10 0 0 0-2-5" />}
        </Icon>
    );
}
