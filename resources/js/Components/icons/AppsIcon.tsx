import Icon, { type IconProps } from './Icon';

export default function AppsIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <rect x="4" y="4" width="6" height="6" rx="1.5" />
            <rect x="14" y="4" width="6" height="6" rx="1.5" />
            <rect x="4" y="14" width="6" height="6" rx="1.5" />
            <path d="M17 14v6M14 17h6" />
        </Icon>
    );
}
