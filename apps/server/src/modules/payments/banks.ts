/**
 * Banks members may withdraw to, per currency. Codes are the banks' usual short codes as shown in
 * Vietnamese and Thai banking apps; names are the names members know them by.
 */
export interface Bank {
  code: string;
  name: string;
}

const VND: readonly Bank[] = [
  { code: "VCB", name: "Vietcombank" },
  { code: "CTG", name: "VietinBank" },
  { code: "BIDV", name: "BIDV" },
  { code: "VBA", name: "Agribank" },
  { code: "TCB", name: "Techcombank" },
  { code: "MB", name: "MB Bank" },
  { code: "ACB", name: "ACB" },
  { code: "VPB", name: "VPBank" },
  { code: "STB", name: "Sacombank" },
  { code: "TPB", name: "TPBank" },
  { code: "HDB", name: "HDBank" },
  { code: "SHB", name: "SHB" },
  { code: "VIB", name: "VIB" },
  { code: "OCB", name: "OCB" },
  { code: "SSB", name: "SeABank" },
  { code: "MSB", name: "MSB" },
  { code: "EIB", name: "Eximbank" },
  { code: "LPB", name: "LPBank" },
  { code: "NAB", name: "Nam A Bank" },
  { code: "BAB", name: "Bac A Bank" },
];

const THB: readonly Bank[] = [
  { code: "BBL", name: "Bangkok Bank" },
  { code: "KBANK", name: "Kasikornbank" },
  { code: "SCB", name: "Siam Commercial Bank" },
  { code: "KTB", name: "Krungthai Bank" },
  { code: "BAY", name: "Krungsri (Bank of Ayudhya)" },
  { code: "TTB", name: "TMBThanachart Bank" },
  { code: "GSB", name: "Government Savings Bank" },
  { code: "UOBT", name: "UOB Thailand" },
  { code: "CIMBT", name: "CIMB Thai" },
  { code: "KKP", name: "Kiatnakin Phatra Bank" },
];

const BY_CURRENCY: Record<string, readonly Bank[]> = { VND, THB };

export function banksFor(currency: string): readonly Bank[] {
  return BY_CURRENCY[currency.toUpperCase()] ?? [];
}

export function findBank(currency: string, code: string): Bank | undefined {
  const wanted = code.trim().toUpperCase();
  return banksFor(currency).find((bank) => bank.code === wanted);
}
