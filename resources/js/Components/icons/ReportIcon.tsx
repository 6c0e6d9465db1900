import Icon, { type IconProps } from './Icon';

export default function ReportIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M5 21V4" />
            <path d="M5 4.5h12l-2.5 4 2.5 4H5" />
        </Icon>
    );
}
