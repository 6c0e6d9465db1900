import Icon, { type IconProps } from './Icon';

export default function SearchIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m20 20-4.9-4.9" />
        </Icon>
    );
}
