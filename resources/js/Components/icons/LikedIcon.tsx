import Icon, { type IconProps } from './Icon';

export default function LikedIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M7.5 11v9.5h-4V11z" />
            <path d="M7.5 11 11 4.5a2 2 0 0 1 3.7 1.3L14 10h5.3a2 2 0 0 1 2 2.4l-1.4 6.5a2 2 0 0 1-2 1.6H7.5" />
        </Icon>
    );
}
