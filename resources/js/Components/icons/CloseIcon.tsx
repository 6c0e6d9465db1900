import Icon, { type IconProps } from './Icon';

export default function CloseIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="m6 6 12 12M18 6 6 18" />
        </Icon>
    );
}
