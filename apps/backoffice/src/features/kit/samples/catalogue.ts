import { buttonSamples } from "./buttons";
import { choiceSamples } from "./choices";
import { dialogSamples } from "./dialogs";
import { fieldSamples } from "./fields";
import { filterSamples } from "./filters";
import { formatterSamples } from "./formatters";
import type { KitSample } from "./kit-sample";
import { pagingSamples } from "./paging";
import { queryViewSamples } from "./query-view";
import { sharingSamples } from "./sharing";
import { stateSamples } from "./states";
import { statusSamples } from "./status";
import { tableSamples } from "./tables";
import { tabSamples } from "./tabs";
import { toastSamples } from "./toasts";

/** The showcase in page order: a new kit component gets a sample file here and a line below. */
export const PRIMITIVE_SAMPLES: readonly KitSample[] = [
  buttonSamples,
  fieldSamples,
  choiceSamples,
  tabSamples,
  dialogSamples,
  toastSamples,
  sharingSamples,
];

/** Data views and formatters: labels and values first, then the parts a list page is built from. */
export const VIEW_SAMPLES: readonly KitSample[] = [
  statusSamples,
  formatterSamples,
  stateSamples,
  pagingSamples,
  tableSamples,
  filterSamples,
  queryViewSamples,
];

export const KIT_SECTIONS = [
  { id: "primitives", samples: PRIMITIVE_SAMPLES },
  { id: "views", samples: VIEW_SAMPLES },
] as const;
