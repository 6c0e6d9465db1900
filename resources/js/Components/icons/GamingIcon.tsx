import Icon, { type IconProps } from './Icon';

export default function GamingIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M7 7.5h10a4.5 4.5 0 0 1 4.4 5.4l-.7 3.4a2.5 2.5 0 0 1-4.3 1.2L14.5 15h-5l-1.9 2.5a2.5 2.5 0 0 1-4.3-1.2l-.7-3.4A4.5 4.5 0 0 1 7 7.5z" />
            <path d="M8 10v3.5M6.25 11.75h3.5" />
            <path d="M15.5 11h.01M17.5 13h.01" />
        </Icon>
    );
}
