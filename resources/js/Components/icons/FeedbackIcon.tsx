import Icon, { type IconProps } from './Icon';

export default function FeedbackIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M4 4.5h16v11.5H9.5L4 20.5z" />
            <path d="M12 7.5v4M12 13.5h.01" />
        </Icon>
    );
}
