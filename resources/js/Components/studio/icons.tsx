import Icon, { type IconProps } from '@/Components/icons/Icon';

// Studio-only icons, drawn on the shared 24-unit line-icon frame.

export function DashboardIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
            <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
            <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
            <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
        </Icon>
    );
}

export function ContentIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <rect x="3" y="6" width="18" height="13" rx="2" />
            <path d="M6 3h12" />
            <path d="m10.5 9.5 4 3-4 3z" />
        </Icon>
    );
}

export function AnalyticsIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M4 20h16" />
            <path d="M7 16v-5M12 16V6M17 16v-8" />
        </Icon>
    );
}

export function CommentsIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z" />
            <path d="M8 9h8M8 12h5" />
        </Icon>
    );
}

export function CustomizationIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="m4 20 10-10" />
            <path d="m14 10 2.5-2.5a1.5 1.5 0 0 1 2 2L16 12" />
            <path d="M9 4v2M8 5h2M19 14v2M18 15h2M5 9v1.5M4.25 9.75h1.5" />
        </Icon>
    );
}

export function UploadIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M12 16V4" />
            <path d="m7 9 5-5 5 5" />
            <path d="M4 16v2.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V16" />
        </Icon>
    );
}

export function ShortIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <rect x="7" y="2.5" width="10" height="19" rx="2.5" />
            <path d="M12 9v6M9 12h6" />
        </Icon>
    );
}

export function ImageIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="9.5" r="1.75" />
            <path d="m4 18 5-5 3 3 3-3 5 5" />
        </Icon>
    );
}

export function BackIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M10 6 4 12l6 6" />
            <path d="M4 12h16" />
        </Icon>
    );
}
