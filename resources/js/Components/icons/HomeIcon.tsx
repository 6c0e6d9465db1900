import Icon, { type IconProps } from './Icon';

export default function HomeIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M3 11.5 12 4l9 7.5" />
            <path d="M5.5 9.5V20h5v-6h3v6h5V9.5" />
        </Icon>
    );
}
