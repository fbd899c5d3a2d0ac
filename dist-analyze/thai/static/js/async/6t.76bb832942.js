"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([["6t"],{M3(e,i,a){var t=a("w"),r=a("A"),n=a("a"),l=a("u"),d=a("mc"),s=a("VH"),o=a("TD"),c=a("S"),u=a("QK"),p=a("gR"),g=a("Z5"),h=a("ww"),f=a("jb"),m=a("vM"),b=a("N"),A=a("yr"),y=a("bw"),x=a("i"),Y=a("e"),v=a("lW");a.d(i,{},{RefundModal:function(e){let{onClose:i}=e,a=(0,r.u)(),w=(0,d.tz)(),M=(0,b.s)(),k=(0,Y.dj)(),H=(0,p.b)(),$=(0,p.C)(),C=(0,g.k)(),D=(0,u.u)(),[F,z]=(0,l.useState)(1),S=(0,s.u)(o.v.check,()=>(0,c.oA)(o.N.check())),j=(0,s.u)((0,h.Z)(o.v.list,F),e=>{let[,i]=e;return(0,c.oA)(o.N.list({page:i,limit:10}))},{keepPreviousData:!0}),R=S.data,T=!R||R.bonus||R.refundAmount<=0,P=e=>void M.error(w.formatMessage({id:"home.failedTitle"}),H(e)),W=(0,v.y)(async()=>{if(!R||!await M.confirm({title:w.formatMessage({id:"refund.confirmTitle"}),text:w.formatMessage({id:"home.rates"},{money:D.format(R.refundAmount),success:R.refundSuccess,fail:R.refundFail}),confirmLabel:w.formatMessage({id:"refund.receive"})}))return;let e=await C.receiveRefund();if(!e.ok)return void P(e.error);let i=$(e.data.message);e.data.success?M.success(w.formatMessage({id:"home.receivedTitle"}),i):M.error(w.formatMessage({id:"home.failedTitle"}),i)}),K=(0,v.y)(async()=>{let e=await C.refundToWallet();e.ok?k.success(w.formatMessage({id:"refund.added"})):P(e.error)}),N=[{key:"date",header:(0,t.Y)(d.sA,{id:"refund.date"}),cell:e=>(0,f.r6)(e.createdAt)},{key:"amount",header:(0,t.Y)(d.sA,{id:"refund.amountColumn",values:{unit:D.unit}}),cell:e=>(0,f.ej)(e.refundAmount),align:"end"}];return(0,t.Y)(A.a,{open:!0,onClose:i,dismissible:!W.busy&&!K.busy,title:(0,t.Y)(d.sA,{id:"refund.title"}),size:"lg",children:(0,t.FD)("div",{css:(0,n.AH)`display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px;`,children:[(0,t.FD)("section",{css:(0,n.AH)`
            display: grid;
            gap: 6px;
            padding: 12px;
            border-radius: ${a.radius};
            background: ${a.surfaceAlt};
          `,children:[S.isLoading?(0,t.Y)(x.y,{label:w.formatMessage({id:"ui.loading"})}):null,R?(0,t.FD)(t.FK,{children:[(0,t.Y)("p",{css:(0,n.AH)`margin: 0;`,children:R.info}),(0,t.FD)("p",{css:(0,n.AH)`margin: 0; display: flex; justify-content: space-between; gap: 8px;`,children:[(0,t.Y)("span",{css:(0,n.AH)`color: ${a.textMuted};`,children:(0,t.Y)(d.sA,{id:"refund.amount"})}),(0,t.Y)("strong",{css:(0,n.AH)`color: ${a.accent}; font-variant-numeric: tabular-nums;`,children:D.format(R.refundAmount)})]}),(0,t.Y)("p",{css:(0,n.AH)`margin: 0; color: ${a.textMuted}; font-size: 14px;`,children:(0,t.Y)(d.sA,{id:"refund.rates",values:{success:R.refundSuccess,fail:R.refundFail}})}),R.bonus?(0,t.Y)("p",{css:(0,n.AH)`margin: 0; color: ${a.warning};`,children:(0,t.Y)(d.sA,{id:"refund.bonusActive"})}):null]}):null,(0,t.FD)("div",{css:(0,n.AH)`
              display: flex;
              flex-wrap: wrap;
              gap: 8px;
              & > button {
                flex: 1 1 auto;
              }
            `,children:[(0,t.Y)(m.$,{disabled:T||K.busy,loading:W.busy,onClick:()=>void W.run(),children:(0,t.Y)(d.sA,{id:"refund.receive"})}),(0,t.Y)(m.$,{variant:"secondary",disabled:T||W.busy,loading:K.busy,onClick:()=>void K.run(),children:(0,t.Y)(d.sA,{id:"refund.addWallet"})})]})]}),(0,t.Y)(y.m,{title:(0,t.Y)(d.sA,{id:"refund.list"}),columns:N,rows:j.data?.refunds,rowKey:(e,i)=>`${F}-${i}-${e.createdAt}`,loading:j.isLoading,total:j.data?.total??0,page:F,pageSize:10,onPageChange:z})]})})}})},bw(e,i,a){var t=a("w"),r=a("a"),n=a("WR"),l=a("jy");a.d(i,{},{m:function(e){let{title:i,columns:a,rows:d,rowKey:s,total:o,page:c,pageSize:u,onPageChange:p,loading:g}=e;return(0,t.FD)("div",{children:[(0,t.Y)("h3",{css:(0,r.AH)`margin: 0 0 6px; font-size: 16px;`,children:i}),(0,t.Y)(l.X,{caption:i,columns:a,rows:d,rowKey:s,loading:g}),(0,t.Y)(n.d,{page:c,total:o,pageSize:u,onChange:p})]})}})},WR(e,i,a){a.d(i,{d:()=>d});var t=a("w"),r=a("A"),n=a("a"),l=a("mc");function d(e){let{page:i,total:a,pageSize:d,onChange:s,label:o}=e,c=(0,r.u)(),u=(0,l.tz)(),p=a>0?Math.ceil(a/d):0;if(p<=1)return null;let g=e=>(0,n.AH)`
    /* 44 px: the touch-target minimum (README). */
    min-width: 44px;
    height: 44px;
    padding: 0 8px;
    border-radius: 8px;
    border: 1px solid ${e?c.primary:c.border};
    background: ${e?c.primary:c.surfaceAlt};
    color: ${e?c.onPrimary:c.text};
    cursor: pointer;
    &:disabled {
      opacity: 0.4;
      cursor: default;
    }
  `;return(0,t.Y)("nav",{"aria-label":o??u.formatMessage({id:"ui.pagination"}),children:(0,t.FD)("ul",{css:(0,n.AH)`
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          gap: 6px;
          list-style: none;
          padding: 0;
          margin: 12px 0 0;
        `,children:[(0,t.Y)("li",{children:(0,t.Y)("button",{type:"button",css:g(!1),disabled:i<=1,onClick:()=>s(i-1),"aria-label":u.formatMessage({id:"ui.previousPage"}),children:"‹"})}),(function(e,i){let a=arguments.length>2&&void 0!==arguments[2]?arguments[2]:3,t=arguments.length>3&&void 0!==arguments[3]?arguments[3]:1;if(i<=0)return[];let r=Math.min(Math.max(1,e),i),n=Math.max(1,r-a),l=Math.min(i,r+t),d=[];n>1&&(d.push(1),n>2&&d.push("gap"));for(let e=n;e<=l;e++)d.push(e);return l<i&&(l<i-1&&d.push("gap"),d.push(i)),d})(i,p).map((e,a)=>"gap"===e?(0,t.Y)("li",{"aria-hidden":!0,css:(0,n.AH)`align-self: center;`,children:"…"},`gap-${a}`):(0,t.Y)("li",{children:(0,t.Y)("button",{type:"button",css:g(e===i),"aria-current":e===i?"page":void 0,"aria-label":u.formatMessage({id:"ui.page"},{page:e}),onClick:()=>s(e),children:e})},e)),(0,t.Y)("li",{children:(0,t.Y)("button",{type:"button",css:g(!1),disabled:i>=p,onClick:()=>s(i+1),"aria-label":u.formatMessage({id:"ui.nextPage"}),children:"›"})})]})})}},jy(e,i,a){var t=a("w"),r=a("A"),n=a("a"),l=a("u"),d=a("mc"),s=a("i"),o=a("XA");a.d(i,{},{X:function(e){let{caption:i,columns:a,rows:c,rowKey:u,loading:p,empty:g}=e,h=(0,r.u)(),f=(0,l.useRef)(null),m=(0,o.k)(f,"x");return(0,t.Y)("div",{ref:f,tabIndex:m?0:void 0,css:(0,n.AH)`overflow-x: auto; position: relative;`,"aria-busy":p||void 0,children:(0,t.FD)("table",{css:(0,n.AH)`
          width: 100%;
          border-collapse: collapse;
          font-size: 14px;
          th,
          td {
            padding: 8px 6px;
            border-bottom: 1px solid ${h.border};
            white-space: nowrap;
          }
          th {
            color: ${h.textMuted};
            font-weight: 600;
          }
        `,children:[(0,t.Y)("caption",{className:"visually-hidden",children:i}),(0,t.Y)("thead",{children:(0,t.Y)("tr",{children:a.map(e=>(0,t.Y)("th",{scope:"col",style:{textAlign:e.align??"start"},children:e.header},e.key))})}),(0,t.FD)("tbody",{children:[c?.map((e,i)=>(0,t.Y)("tr",{children:a.map(i=>(0,t.Y)("td",{style:{textAlign:i.align??"start"},children:i.cell(e)},i.key))},u(e,i))),c&&0===c.length&&!p?(0,t.Y)("tr",{children:(0,t.Y)("td",{colSpan:a.length,css:(0,n.AH)`text-align: center; color: ${h.textMuted};`,children:g??(0,t.Y)(d.sA,{id:"ui.empty"})})}):null,p&&!c?(0,t.Y)("tr",{children:(0,t.Y)("td",{colSpan:a.length,css:(0,n.AH)`text-align: center;`,children:(0,t.Y)(s.y,{})})}):null]})]})})}})}}]);
//# sourceMappingURL=6t.76bb832942.js.map