import Button from '@/Components/ui/Button';
import InputError from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import TextArea from '@/Components/ui/TextArea';
import TextField from '@/Components/ui/TextField';
import { t } from '@/lib/i18n';

import CustomizationSection from './CustomizationSection';
import {
    DESCRIPTION_MAX,
    LINK_TITLE_MAX,
    MAX_LINKS,
    NAME_MAX,
    type CustomizationFormProps,
} from './customizationForm';
import HandleField from './HandleField';

/** The Basic info tab: name, handle, description, links and the contact e-mail. */
export default function BasicInfoTab({
    form,
    savedHandle,
}: {
    form: CustomizationFormProps;
    savedHandle: string;
}) {
    const { data } = form;
    // Server-side names: a link's fields are `links.0.url` and the like.
    const errors = form.errors as Record<string, string | undefined>;

    const setLink = (index: number, key: 'title' | 'url', value: string) => {
        form.setData(
            'links',
            data.links.map((link, at) => (at === index ? { ...link, [key]: value } : link)),
        );
    };

    return (
        <div className="space-y-8">
            <CustomizationSection
                id="name-heading"
                title={t('Name and handle')}
                description={t(
                    'Choose a channel name that represents you and your content, and a unique handle for your channel’s address.',
                )}
            >
                <TextField
                    id="name"
                    label={t('Name')}
                    value={data.name}
                    maxLength={NAME_MAX}
                    required
                    error={errors.name}
                    onChange={(event) => {
                        form.setData('name', event.target.value);
                    }}
                />
                <HandleField
                    value={data.handle}
                    saved={savedHandle}
                    error={errors.handle}
                    onChange={(handle) => {
                        form.setData('handle', handle);
                        form.clearErrors('handle');
                    }}
                />
            </CustomizationSection>

            <CustomizationSection
                id="description-heading"
                title={t('Description')}
                description={t(
                    'Your channel description appears in the About tab of your channel and in search results.',
                )}
            >
                <div>
                    <InputLabel htmlFor="description" value={t('Channel description')} />
                    <TextArea
                        id="description"
                        name="description"
                        rows={5}
                        maxLength={DESCRIPTION_MAX}
                        value={data.description}
                        error={errors.description}
                        className="mt-1"
                        placeholder={t('Tell viewers about your channel')}
                        onChange={(event) => {
                            form.setData('description', event.target.value);
                        }}
                    />
                    <InputError forId="description" message={errors.description} className="mt-2" />
                </div>
            </CustomizationSection>

            <CustomizationSection
                id="links-heading"
                title={t('Links')}
                description={t(
                    'Share external sites with your viewers: they show in your channel’s About tab. Only https:// addresses are accepted.',
                )}
            >
                {data.links.length > 0 && (
                    <ol className="space-y-4">
                        {data.links.map((link, index) => {
                            const titleId = `link-${index}-title`;
                            const urlId = `link-${index}-url`;

                            return (
                                <li
                                    // Rows have no id of their own; the position is what the server's errors name.
                                    key={index}
                                    className="grid gap-3 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-start dark:border-neutral-800"
                                >
                                    <TextField
                                        id={titleId}
                                        label={t('Link :number title', { number: index + 1 })}
                                        value={link.title}
                                        maxLength={LINK_TITLE_MAX}
                                        error={errors[`links.${index}.title`]}
                                        onChange={(event) => {
                                            setLink(index, 'title', event.target.value);
                                        }}
                                    />
                                    <TextField
                                        id={urlId}
                                        label={t('Link :number URL', { number: index + 1 })}
                                        type="url"
                                        inputMode="url"
                                        placeholder="https://"
                                        value={link.url}
                                        error={
                                            errors[`links.${index}.url`] ?? errors[`links.${index}`]
                                        }
                                        onChange={(event) => {
                                            setLink(index, 'url', event.target.value);
                                        }}
                                    />
                                    <Button
                                        variant="secondary"
                                        size="sm"
                                        className="sm:mt-6"
                                        aria-label={t('Remove link :number', { number: index + 1 })}
                                        onClick={() => {
                                            form.setData(
                                                'links',
                                                data.links.filter((_, at) => at !== index),
                                            );
                                        }}
                                    >
                                        {t('Remove')}
                                    </Button>
                                </li>
                            );
                        })}
                    </ol>
                )}
                <InputError forId="links" message={errors.links} />
                <Button
                    id="links"
                    variant="secondary"
                    size="sm"
                    disabled={data.links.length >= MAX_LINKS}
                    onClick={() => {
                        form.setData('links', [...data.links, { title: '', url: '' }]);
                    }}
                >
                    {t('Add link')}
                </Button>
            </CustomizationSection>

            <CustomizationSection
                id="contact-heading"
                title={t('Contact info')}
                description={t(
                    'Let people know how to contact you with business enquiries. The e-mail address shows in your channel’s About tab.',
                )}
            >
                <TextField
                    id="contact_email"
                    label={t('E-mail')}
                    type="email"
                    autoComplete="email"
                    placeholder="name@example.com"
                    value={data.contact_email}
                    error={errors.contact_email}
                    onChange={(event) => {
                        form.setData('contact_email', event.target.value);
                    }}
                />
            </CustomizationSection>
        </div>
    );
}
