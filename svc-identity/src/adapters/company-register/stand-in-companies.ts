/** Fictional companies of the stand-in register; every UID has a valid eCH-0097 check digit. */
export interface StandInCompany {
  uid: string; // nine digits
  name: string;
  legalName: string;
  legalForm: string; // eCH-0097 legal form code: 0106 AG, 0107 GmbH, 0108 cooperative
  street: string;
  houseNumber: string;
  zip: string;
  town: string;
  canton: string;
  vatActive: boolean;
  /** uidregStatusEnterpriseDetail; 3 = definitive. */
  status: string;
}

export const standInCompanies: StandInCompany[] = [
  {
    uid: '213456787',
    name: 'Alpenblick Geschenke AG',
    legalName: 'Alpenblick Geschenke AG',
    legalForm: '0106',
    street: 'Bahnhofstrasse',
    houseNumber: '12',
    zip: '8001',
    town: 'Zürich',
    canton: 'ZH',
    vatActive: true,
    status: '3',
  },
  {
    uid: '324567894',
    name: 'Berner Chocolatier GmbH',
    legalName: 'Berner Chocolatier GmbH',
    legalForm: '0107',
    street: 'Marktgasse',
    houseNumber: '5',
    zip: '3011',
    town: 'Bern',
    canton: 'BE',
    vatActive: true,
    status: '3',
  },
  {
    uid: '435678914',
    name: 'Lago Maggiore Vini SA',
    legalName: 'Lago Maggiore Vini SA',
    legalForm: '0106',
    street: 'Via della Posta',
    houseNumber: '3',
    zip: '6600',
    town: 'Locarno',
    canton: 'TI',
    vatActive: true,
    status: '3',
  },
  {
    uid: '546789122',
    name: 'Atelier Horloger du Rhône Sàrl',
    legalName: 'Atelier Horloger du Rhône Sàrl',
    legalForm: '0107',
    street: 'Rue du Rhône',
    houseNumber: '40',
    zip: '1204',
    town: 'Genève',
    canton: 'GE',
    vatActive: false,
    status: '3',
  },
  {
    uid: '657891239',
    name: 'Helvetia Velo Genossenschaft',
    legalName: 'Genossenschaft Helvetia Velo',
    legalForm: '0108',
    street: 'Pilatusstrasse',
    houseNumber: '20a',
    zip: '6003',
    town: 'Luzern',
    canton: 'LU',
    vatActive: false,
    status: '3',
  },
  {
    uid: '768912343',
    name: 'Demo Giver AG',
    legalName: 'Demo Giver AG',
    legalForm: '0106',
    street: 'Freie Strasse',
    houseNumber: '8',
    zip: '4051',
    town: 'Basel',
    canton: 'BS',
    vatActive: true,
    status: '3',
  },
  {
    uid: '879123457',
    name: 'Demo Seller GmbH',
    legalName: 'Demo Seller GmbH',
    legalForm: '0107',
    street: 'Multergasse',
    houseNumber: '2',
    zip: '9000',
    town: 'St. Gallen',
    canton: 'SG',
    vatActive: true,
    status: '3',
  },
];
