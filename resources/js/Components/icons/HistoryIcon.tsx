import Icon, { type IconProps } from './Icon';

export default function HistoryIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M3.5 12a8.5 8.5 0 1 0 2.6-6.1" />
            <path d="M3.5 4v4.5H8" />
            <path d="M12 7.5V12l3 2" />
        </Icon>
    );
}
