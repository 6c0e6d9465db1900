import Icon, { type IconProps } from './Icon';

/** A clothes hanger. */
export default function FashionIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M12 8.5V7.8a2 2 0 1 0-2-2" />
            <path d="M12 8.5 3.6 15a1.2 1.2 0 0 0 .7 2.1h15.4a1.2 1.2 0 0 0 .7-2.1z" />
        </Icon>
    );
}
