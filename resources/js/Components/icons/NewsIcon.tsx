import Icon, { type IconProps } from './Icon';

export default function NewsIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M4 4.5h13v15H6.5A2.5 2.5 0 0 1 4 17z" />
            <path d="M17 8.5h3V17a2.5 2.5 0 0 1-5 0" />
            <path d="M7.5 8.5h6M7.5 12h6M7.5 15.5h3.5" />
        </Icon>
    );
}
