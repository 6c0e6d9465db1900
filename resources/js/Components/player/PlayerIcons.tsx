import Icon, { type IconProps } from '@/Components/icons/Icon';

/** The player's own icons, on the shared 24-unit line grid; filled where a glyph reads better solid. */

export function PlayIcon(props: IconProps) {
    return (
        <Icon fill="currentColor" strokeWidth={0} {...props}>
            <path d="M8 4.5v15a1 1 0 0 0 1.52.85l12-7.5a1 1 0 0 0 0-1.7l-12-7.5A1 1 0 0 0 8 4.5Z" />
        </Icon>
    );
}

export function PauseIcon(props: IconProps) {
    return (
        <Icon fill="currentColor" strokeWidth={0} {...props}>
            <path d="M6.5 4h4v16h-4zM13.5 4h4v16h-4z" />
        </Icon>
    );
}

export function ReplayIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
            <path d="M3 3v5h5" />
        </Icon>
    );
}

export function VolumeIcon({ level, ...props }: IconProps & { level: 'muted' | 'low' | 'high' }) {
    return (
        <Icon {...props}>
            <path d="M11 5 6 9H2v6h4l5 4V5Z" />
            {level === 'muted' && <path d="m22 9-6 6M16 9l6 6" />}
            {level !== 'muted' && <path d="M15.5 8.5a5 5 0 0 1 0 7" />}
            {level === 'high' && <path d="M19 5a10 10 0 0 1 0 14" />}
        </Icon>
    );
}

export function CaptionsIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <rect x="2.5" y="5" width="19" height="14" rx="2" />
            <path d="M10 10.5a2 2 0 1 0 0 3M16.5 10.5a2 2 0 1 0 0 3" />
        </Icon>
    );
}

export function MiniplayerIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <rect x="2.5" y="4.5" width="19" height="15" rx="2" />
            <rect x="12" y="12" width="7" height="5" rx="1" fill="currentColor" />
        </Icon>
    );
}

export function PictureInPictureIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M21 11V6.5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h5" />
            <rect x="13" y="13" width="8.5" height="6.5" rx="1" />
        </Icon>
    );
}

export function TheaterIcon({ active, ...props }: IconProps & { active: boolean }) {
    return (
        <Icon {...props}>
            {active ? (
                <rect x="4.5" y="7.5" width="15" height="9" rx="1.5" />
            ) : (
                <rect x="2" y="6" width="20" height="12" rx="1.5" />
            )}
        </Icon>
    );
}

export function FullscreenIcon({ active, ...props }: IconProps & { active: boolean }) {
    return (
        <Icon {...props}>
            {active ? (
                <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
            ) : (
                <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
            )}
        </Icon>
    );
}

export function ExpandIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M14 4h6v6M20 4l-7 7M10 20H4v-6M4 20l7-7" />
        </Icon>
    );
}

export function ChevronIcon({ direction, ...props }: IconProps & { direction: 'left' | 'right' }) {
    return (
        <Icon {...props}>
            <path d={direction === 'left' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
        </Icon>
    );
}

export function CheckIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="m5 12.5 4.5 4.5L19 7.5" />
        </Icon>
    );
}
