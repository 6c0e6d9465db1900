import Icon, { type IconProps } from './Icon';

export default function SubscriptionsIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M7 3.5h10M5 6.5h14" />
            <rect x="3" y="9.5" width="18" height="11" rx="2" />
            <path d="m10.5 12.5 4 2.5-4 2.5z" />
        </Icon>
    );
}
