import Icon, { type IconProps } from './Icon';

/** The vertical ellipsis of "more actions" menus. */
export default function MoreIcon(props: IconProps) {
    return (
        <Icon fill="currentColor" {...props}>
            <circle cx="12" cy="5" r="1.4" />
            <circle cx="12" cy="12" r="1.4" />
            <circle cx="12" cy="19" r="1.4" />
        </Icon>
    );
}
