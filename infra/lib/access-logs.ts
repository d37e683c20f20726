/**
 * The one bucket that receives access logs: S3 server access logs of the other buckets and
 * CloudFront's standard logs. Logs carry IP addresses (personal data under the LGPD), so they expire
 * with the stage's log retention.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config.js';

export interface AccessLogsProps {
  readonly config: StageConfig;
}

export class AccessLogs extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: AccessLogsProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(props.config.logRetention as number) }],
      // Retained in every stage: deleting a non-empty bucket would need a custom-resource Lambda.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge(
      {
        id: 'AwsSolutions-S1',
        reason: 'This is the access-log bucket of the other buckets and of CloudFront; logging it into itself would loop.',
      },
      {
        id: 'HIPAA.Security-S3DefaultEncryptionKMS',
        reason:
          'S3 server access logging and CloudFront standard logging can only deliver to a bucket with S3-managed encryption (SSE-S3), not SSE-KMS; the logs are still encrypted at rest and expire with the stage log retention.',
      },
      {
        id: 'HIPAA.Security-S3BucketVersioningEnabled',
        reason: 'Append-only access logs that expire after the stage log retention (LGPD: IP addresses are kept no longer); versions would only keep them longer.',
      },
      {
        id: 'HIPAA.Security-S3BucketReplicationEnabled',
        reason: 'Access logs expire after the stage log retention (LGPD); copying IP addresses to a second region is the opposite of what their retention limit is for.',
      },
    );
  }
}
