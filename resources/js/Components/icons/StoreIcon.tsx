import Icon, { type IconProps } from './Icon';

/** A shopping bag. */
export default function StoreIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M5 8h14l-1 12.5H6z" />
            <path d="M9 10V7a3 3 0 0 1 6 0v3" />
        </Icon>
    );
}
