import Button from 'antd/es/button';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';

/** The report's CSV with the filters shown (the browser downloads it; the server names the file). */
export function ReportDownload({ href, testId }: { href: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button href={href} download icon={<DownloadOutlined />} data-testid={testId}>
      {t('admin.reports.downloadCsv')}
    </Button>
  );
}
