import Icon, { type IconProps } from './Icon';

export default function BlipsIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <rect x="6" y="2.5" width="12" height="19" rx="3" />
            <path d="m10.5 9 4 3-4 3z" />
        </Icon>
    );
}
