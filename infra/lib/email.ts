/**
 * The stage's SES sending identity: a domain verified with Easy DKIM (its CNAME records are stack
 * outputs, added to the domain's DNS by hand: synth makes no lookups). Functions that send e-mail
 * (`sendsEmail` in the route table) may send through SES v2 from this identity only, with the
 * stage's From address only.
 */
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config.js';

export interface EmailProps {
  readonly config: StageConfig;
}

export class Email extends Construct {
  readonly identity: ses.EmailIdentity;
  /** `EMAIL_REMETENTE`: the From of every e-mail, display name and address. */
  readonly remetente: string;
  readonly fromAddress: string;
  /** `EMAIL_SUPORTE`: the support team's address, to which contact-form messages are e-mailed. */
  readonly suporte: string;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    const { email } = props.config;
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: ses.Identity.domain(email.domain),
      dkimSigning: true,
    });
    this.fromAddress = email.fromAddress;
    this.remetente = `${email.fromName} <${email.fromAddress}>`;
    this.suporte = email.supportAddress;
  }

  /**
   * SES v2 SendEmail (IAM action `ses:SendEmail`) on this identity, from the stage's address only.
   * No ses:SendRawEmail: the handlers send simple content (a code, a link), never attachments.
   */
  grantSend(grantee: iam.IGrantable): iam.Grant {
    return iam.Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail'],
      resourceArns: [this.identity.emailIdentityArn],
      conditions: { StringEquals: { 'ses:FromAddress': this.fromAddress } },
    });
  }
}
