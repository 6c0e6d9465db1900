import Icon, { type IconProps } from './Icon';

export default function AccountIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <circle cx="12" cy="8" r="4" />
            <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
        </Icon>
    );
}
