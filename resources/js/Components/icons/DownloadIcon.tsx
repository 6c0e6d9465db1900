import Icon, { type IconProps } from './Icon';

export default function DownloadIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
        </Icon>
    );
}
