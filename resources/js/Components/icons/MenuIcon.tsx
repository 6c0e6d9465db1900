import Icon, { type IconProps } from './Icon';

export default function MenuIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M4 6.5h16M4 12h16M4 17.5h16" />
        </Icon>
    );
}
