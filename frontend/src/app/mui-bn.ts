import type { Localization } from '@mui/material/locale';

/** A number in Bangla digits; the formatter is made the first time one is asked for. */
let bnFormat: Intl.NumberFormat | undefined;
const bnNumber = (value: number) => {
  bnFormat ??= new Intl.NumberFormat('bn-BD');
  return Number.isFinite(value) ? bnFormat.format(value) : String(value);
};

/** The words MUI's paging controls read out for a page button other than a numbered one. */
const pageStep = (type: string) => {
  if (type === 'first') return 'প্রথম পৃষ্ঠায় যান';
  if (type === 'last') return 'শেষ পৃষ্ঠায় যান';
  if (type === 'next') return 'পরবর্তী পৃষ্ঠায় যান';
  return 'আগের পৃষ্ঠায় যান';
};

/**
 * MUI's Bangla texts (`bnBD` of @mui/material/locale), with its numbers' formatter made when first used:
 * MUI's own makes an `Intl.NumberFormat` for bn-BD as its module loads, which costs a slow phone tens of
 * milliseconds of start-up on every page, in either language. A test checks these are MUI's texts.
 */
export const bnBD: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'পথ দেখান' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageStep,
        labelRowsPerPage: 'প্রতি পৃষ্ঠায় সারি:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${bnNumber(from)}–${bnNumber(to)} / ${count !== -1 ? bnNumber(count) : `${bnNumber(to)} থেকে বেশি`}`,
      },
    },
    MuiRating: { defaultProps: { getLabelText: (value) => `${value} স্টার`, emptyLabelText: 'খালি' } },
    MuiAutocomplete: {
      defaultProps: { clearText: 'পরিষ্কার করুন', closeText: 'বন্ধ করুন', loadingText: 'লোড হচ্ছে…', noOptionsText: 'কোন অপশন নেই', openText: 'ওপেন করুন' },
    },
    MuiAlert: { defaultProps: { closeText: 'বন্ধ করুন' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'পেজিনেশন নেভিগেশন',
        getItemAriaLabel: (type, page, selected) => (type === 'page' ? `${selected ? '' : 'যান '}পৃষ্ঠা ${page}-এ` : pageStep(type)),
      },
    },
  },
};
