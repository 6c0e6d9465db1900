import Icon, { type IconProps } from './Icon';

export default function MoonIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4 8.5 8.5 0 1 0 20 14.5z" />
        </Icon>
    );
}
