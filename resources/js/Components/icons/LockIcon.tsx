import Icon, { type IconProps } from './Icon';

export default function LockIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <rect x="5" y="10" width="14" height="10" rx="2" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3M12 14v2" />
        </Icon>
    );
}
