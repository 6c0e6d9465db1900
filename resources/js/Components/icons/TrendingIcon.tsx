import Icon, { type IconProps } from './Icon';

export default function TrendingIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="m3 17 6-6 4 4 8-8" />
            <path d="M15 7h6v6" />
        </Icon>
    );
}
