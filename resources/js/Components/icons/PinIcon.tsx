import Icon, { type IconProps } from './Icon';

export default function PinIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M9 3.5h6l-1 6 3.5 3.5h-11L10 9.5z" />
            <path d="M12 13v7.5" />
        </Icon>
    );
}
