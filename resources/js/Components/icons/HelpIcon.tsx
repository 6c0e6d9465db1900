import Icon, { type IconProps } from './Icon';

export default function HelpIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <circle cx="12" cy="12" r="9" />
            <path d="M9.5 9.5a2.5 2.5 0 1 1 3.6 2.2c-.7.4-1.1.9-1.1 1.6v.7" />
            <path d="M12 17h.01" />
        </Icon>
    );
}
